import { DownloadPage } from '../../features/info/pages/download-page';
import { DownloadList } from '../../features/content/components/download-list';

/** The download page lists the files editors publish through the content feature; features do not import each other, so they meet here. */
export function DownloadScreen() {
  return <DownloadPage publishedFiles={<DownloadList />} />;
}
