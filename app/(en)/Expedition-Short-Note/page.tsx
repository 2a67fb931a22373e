import { ShortNotePage, shortNoteMetadata } from '@/app/_pages/shortNote/ShortNotePage';

export function generateMetadata() {
  return shortNoteMetadata('en');
}

export default function Page() {
  return <ShortNotePage lang="en" />;
}
