import type { HomeInput } from '@/lib/schema/home';
import { routes } from '@/lib/routes';

/**
 * Bengali twin of content/home.ts: the same pictures and links (English paths; the Bengali pages
 * map them to /bn/), with the captions and alt text in Bengali.
 */
export const homeContent = {
  heroSlides: [
    {
      id: 'blood-donation',
      image: {
        src: '/images/hero-blood-donation.svg',
        width: 1200,
        height: 900,
        alt: 'অলংকরণ: বরফঢাকা শৃঙ্গের সামনে সাদা ক্রস আঁকা এক ফোঁটা রক্ত',
      },
      title: 'রক্তদান শিবির',
      caption: 'অভিযান আর কোর্সের পাশাপাশি ক্লাব রক্তদান শিবিরের আয়োজন করে।',
      link: { label: 'ক্লাব কী করে', href: '/#activities' },
    },
    {
      id: 'banner',
      image: {
        src: '/images/hero-banner.svg',
        width: 1200,
        height: 900,
        alt: 'অলংকরণ: ভোরের হিমালয় পর্বতশ্রেণি, সবচেয়ে উঁচু শীর্ষে একটি পতাকা',
      },
      title: 'অজানাকে উন্মোচন করার সাহস রাখো',
      caption: '১৯৮৭ সালে থেলু ও কোটেশ্বর থেকে এভারেস্ট, কাঞ্চনজঙ্ঘা ও অন্নপূর্ণা ১ পর্যন্ত: প্রায় প্রতি বছর একটি হিমালয় অভিযান।',
      link: { label: 'অভিযানগুলি দেখুন', href: routes.expeditions },
    },
    {
      id: 'rock-climbing',
      image: {
        src: '/images/hero-rock-climbing.svg',
        width: 1200,
        height: 900,
        alt: 'অলংকরণ: দড়িতে বাঁধা এক পর্বতারোহী পাথরের দেওয়ালে, নীচ থেকে সঙ্গী বিলে দিচ্ছেন',
      },
      title: 'শুশুনিয়া পাহাড়ে রক ক্লাইম্বিং',
      caption: 'ক্লাবের অনেক পর্বতারোহীর শুরু বাঁকুড়ার শুশুনিয়া পাহাড়ে ক্লাবের পাঁচ দিনের রক ক্লাইম্বিং কোর্সে।',
      link: { label: 'কোর্সের আবেদনপত্র', href: routes.upcomingCourse },
    },
  ],
  photoTiles: [
    {
      title: 'অভিযান',
      caption: '১৯৮৭ সালে থেলু ও কোটেশ্বর থেকে ২০২৪ সালে রামজাক ও গোরিচেন পর্যন্ত প্রতিটি অভিযান।',
      href: routes.expeditions,
      image: { src: '/images/tile-expeditions.svg', width: 800, height: 600, alt: '' },
    },
    {
      title: 'কোর্স',
      caption: '৭ম অ্যাডভেঞ্চার কোর্স ও ৪০তম রক ক্লাইম্বিং কোর্সের আবেদনপত্র (ইংরেজিতে)।',
      href: routes.upcomingCourse,
      image: { src: '/images/tile-courses.svg', width: 800, height: 600, alt: '' },
    },
    {
      title: 'গ্যালারি',
      caption: 'ছবির গ্যালারি, শিরোনাম দিয়ে খোঁজার সুবিধা-সহ।',
      href: routes.gallery,
      image: { src: '/images/tile-gallery.svg', width: 800, height: 600, alt: '' },
    },
    {
      title: 'ক্লাবের কথা',
      caption: '১৯৮৬ সালে প্রতিষ্ঠিত, কাজ চলে কৃষ্ণনগরের চার্চ রোডের আরোহণ ভবন থেকে।',
      href: routes.about,
      image: { src: '/images/tile-club-house.svg', width: 800, height: 600, alt: '' },
    },
  ],
  aboutImage: {
    src: '/images/about-rope-team.svg',
    width: 800,
    height: 600,
    alt: 'অলংকরণ: বরফে ঢাকা শৈলশিরায় দড়িতে বাঁধা চার পর্বতারোহীর একটি দল',
    caption: 'দড়িতে বাঁধা একটি দলের অলংকরণ; ক্লাবের সদস্যদের নিজস্ব ছবি যোগ না হওয়া পর্যন্ত এটি এখানে দেখানো হচ্ছে।',
  },
} satisfies HomeInput;
