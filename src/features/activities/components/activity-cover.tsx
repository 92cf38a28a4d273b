/**
 * The activity's cover, or a drawn one from its start date (most activities have no picture):
 * a calendar leaf with the day and month, in the enterprise's colour.
 */
export function ActivityCover({ cover, startAt, size }: { cover: string; startAt: number; size: 'card' | 'hero' }) {
  if (cover) return <img className={`lp-activity-cover lp-activity-cover--${size}`} src={cover} alt="" />;
  const date = new Date(startAt);
  return (
    <div className={`lp-activity-cover lp-activity-cover--${size} lp-activity-cover--drawn`} aria-hidden="true">
      <span className="lp-activity-cover__month">{date.getMonth() + 1}</span>
      <span className="lp-activity-cover__day">{date.getDate()}</span>
    </div>
  );
}
