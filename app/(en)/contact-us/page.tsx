import { ContactPage, contactMetadata } from '@/app/_pages/contact/ContactPage';

export function generateMetadata() {
  return contactMetadata('en');
}

export default function Page() {
  return <ContactPage lang="en" />;
}
