import dayjs from 'dayjs';

export function formatTime(ms: number | null): string {
  return ms === null ? '' : dayjs(ms).format('YYYY-MM-DD HH:mm');
}
