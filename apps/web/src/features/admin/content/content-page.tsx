import { useTranslation } from '../../../lib/i18n/use-translation';
import { AdminSections } from '../components/admin-sections';
import { ContentPrograms } from './content-programs';
import { ContentUploadForm } from './content-upload-form';
import '../../../components/staff/staff.css';
import '../components/admin.css';
import './content.css';

/** « Contenus » (docs/administration.md#content): upload a content package, then publish or close programs and courses, and preview their blocks. */
export function ContentPage() {
  const { t } = useTranslation();
  return (
    <div className="admin-page">
      <h1>{t('admin.content.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.content.intro')}</p>
      <ContentUploadForm />
      <ContentPrograms />
    </div>
  );
}
