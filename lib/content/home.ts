import { homeContent } from '@/content/home';
import { homeSchema, type Home } from '@/lib/schema/home';
import { parseContent } from './parse';

/** The home page's carousel slides, photo tiles and About picture, validated. */
export const home: Home = parseContent(homeSchema, homeContent, 'content/home.ts');
