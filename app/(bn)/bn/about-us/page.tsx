import { AboutPage, aboutMetadata } from '@/app/_pages/about/AboutPage';

export function generateMetadata() {
  return aboutMetadata('bn');
}

export default function Page() {
  return <AboutPage lang="bn" />;
}
