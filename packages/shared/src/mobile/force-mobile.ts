/** The user agents force-use-mobile-app sends to the store page: 1 every phone, 2 Android, 3 iOS. */
export function isForcedMobile(mode: number, userAgent: string): boolean {
  const android = /Android/i.test(userAgent) && /Mobile/i.test(userAgent);
  const ios = /iPhone|iPod/i.test(userAgent);
  if (mode === 1) return android || ios;
  if (mode === 2) return android;
  if (mode === 3) return ios;
  return false;
}
