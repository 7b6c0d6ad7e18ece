/** Whether Intl knows the time zone (an IANA name such as Asia/Tokyo, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', {timeZone: name});
    return true;
  } catch {
    return false;
  }
}
