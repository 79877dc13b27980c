/** A learner's full name, or the email when no name is recorded. */
export function learnerName(user: { first_name: string; last_name: string; email: string }) {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
