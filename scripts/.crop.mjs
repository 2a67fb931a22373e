import sharp from 'sharp';
const [f, top, h, out] = process.argv.slice(2);
const img = sharp(f); const m = await img.metadata();
await sharp(f).extract({ left: 0, top: Number(top), width: m.width, height: Math.min(Number(h), m.height - Number(top)) }).toFile(out);
