import { useNavigate, useSearchParams } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { isAdministrator } from '../../features/account';
import { MyMicroCoursesPage, ReviewPage, UploadPage } from '../../features/micro-courses';
import { useCurrentUser } from '../../features/session';

/** Micro-course routes (spec 000 §2 /upLoadCourse, /my/my-upLoadCourse; decision 0020 /admin/micro-courses). */

export function UploadCourseRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const editId = Number.isInteger(id) && id > 0 ? id : null;
  return (
    <UploadPage
      key={editId ?? 'new'}
      editId={editId}
      onSubmitted={() => navigate('/my/my-upLoadCourse')}
      onBack={() => navigate('/my/my-upLoadCourse')}
    />
  );
}

export function MyUploadCourseRoute() {
  const navigate = useNavigate();
  const admin = isAdministrator(useCurrentUser());
  return (
    <MyMicroCoursesPage
      onUpload={() => navigate('/upLoadCourse')}
      onEdit={(id) => navigate(`/upLoadCourse?id=${id}`)}
      onOpenCourse={(courseId) => navigate(`/course/${courseId}`)}
      onReview={admin ? () => navigate('/admin/micro-courses') : undefined}
    />
  );
}

export function AdminMicroCoursesRoute() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <ReviewPage
      isAdministrator={isAdministrator(user)}
      onOpenFile={(url) => getHostAdapter().navigation.openExternal(url)}
      onOpenCourse={(courseId) => navigate(`/course/${courseId}`)}
    />
  );
}
