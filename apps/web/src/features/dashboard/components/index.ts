/** The dashboard's shared dialogs: a reason to give, and the two unsaved-changes guards. */
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
export { LeaveFormGuard } from './leave-form-guard';
export { LeaveFormWarning } from './leave-form-warning';
