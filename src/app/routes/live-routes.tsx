import { useParams } from 'react-router-dom';
import { LiveList, LiveRoomPage } from '../../features/live';
import { MeetingsPage } from '../../features/meetings';

/** The live room (/course/live/:id) and meeting and live booking (/meeting), decision 0052. */
export function LiveRoomRoute() {
  const { id } = useParams();
  const liveId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  return <LiveRoomPage key={liveId} liveId={liveId} />;
}

/** Features never import each other: the live list is composed into the booking page here. */
export const MeetingsRoute = () => <MeetingsPage lives={<LiveList />} />;
