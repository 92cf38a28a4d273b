/** The daily check-in entry in the header (signed-in members); filled by the daily-loop area. */
export function HeaderCheckIn() {
  return null;
}
