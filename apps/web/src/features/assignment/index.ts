/** What other features show of assignments: the onboarding program's automatic assignment. */
export { OnboardAutoAssignForm } from './onboard-auto-assign-form';
