import { aboutContent } from '@/content/about';
import { AboutSchema, type About } from '@/lib/schema/about';
import { parseContent } from './parse';

export const about: About = parseContent(AboutSchema, aboutContent, 'content/about.ts');
