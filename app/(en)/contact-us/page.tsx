import { ContactPage, contactMetadata } from '@/app/_pages/contact';

export function generateMetadata() {
  return contactMetadata('en');
}

export default function Page() {
  return <ContactPage lang="en" />;
}
