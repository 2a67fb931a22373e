import { AboutPage, aboutMetadata } from '@/app/_pages/about/AboutPage';

export function generateMetadata() {
  return aboutMetadata('en');
}

export default function Page() {
  return <AboutPage lang="en" />;
}
