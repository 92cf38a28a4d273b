import { useSearchParams } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { FilePreviewPage, LearnRecordPage } from '../../features/course-study';

/** The course-study area's own routes (decision 0017): /my/learn-record and /filepreview. */
export const LearnRecordRoute = () => <LearnRecordPage />;

export function FilePreviewRoute() {
  const [search] = useSearchParams();
  return (
    <FilePreviewPage
      docToken={search.get('docToken') ?? ''}
      onDownload={(url) => getHostAdapter().navigation.openExternal(url)}
    />
  );
}
