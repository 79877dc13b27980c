/**
 * A person's name for the reader: to a Thai reader the Thai name when one is recorded, else the
 * first and last name, else the e-mail.
 */
export function personName(
  person: {
    first_name: string;
    last_name: string;
    first_name_th?: string;
    last_name_th?: string;
    email: string;
  },
  language: string,
): string {
  const thai =
    language === 'th' ? `${person.first_name_th ?? ''} ${person.last_name_th ?? ''}` : '';
  return thai.trim() || `${person.first_name} ${person.last_name}`.trim() || person.email;
}
