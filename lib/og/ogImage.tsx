import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { club } from '@/lib/content';
import { words } from '@/lib/content';

const logoSvg = readFileSync(path.join(process.cwd(), 'public/icon.svg'), 'utf8');
const logoDataUri = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;

export const ogSize = { width: 1200, height: 630 };

type OgImageInput = { title: string; eyebrow?: string; detail?: string };

/**
 * The social card for a page: rendered once at build time (static export) into a PNG.
 * Uses the font bundled with next/og, so nothing is downloaded.
 */
export function ogImage({
  title,
  eyebrow = club.name,
  detail = words.social.place(club.address.town, club.address.district, club.address.state, club.foundedYear),
}: OgImageInput) {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          background: 'linear-gradient(180deg, #061427 0%, #0b1f3a 55%, #13315c 100%)',
          color: '#ffffff',
          position: 'relative',
        }}
      >
        <svg width="1200" height="300" viewBox="0 0 1200 300" style={{ position: 'absolute', left: 0, bottom: 0 }}>
          <path d="M0 300 L0 200 L140 140 L260 190 L420 60 L560 170 L700 120 L860 210 L1010 130 L1200 190 L1200 300 Z" fill="#1d4e89" opacity="0.6" />
          <path d="M420 60 L384 110 L404 104 L420 122 L436 100 L458 112 Z" fill="#ffffff" opacity="0.9" />
          <path d="M0 300 L0 250 L180 200 L340 250 L530 180 L700 240 L900 190 L1080 250 L1200 230 L1200 300 Z" fill="#13315c" />
        </svg>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30, color: '#f5b942', letterSpacing: 2 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- rendered by next/og, not in a page */}
          <img src={logoDataUri} width={64} height={64} alt="" />
          {eyebrow}
        </div>
        <div style={{ display: 'flex', fontSize: title.length > 40 ? 64 : 84, fontWeight: 700, lineHeight: 1.05, maxWidth: 1000 }}>{title}</div>
        <div style={{ display: 'flex', fontSize: 28, color: '#cfe0f4' }}>{detail}</div>
      </div>
    ),
    ogSize,
  );
}
