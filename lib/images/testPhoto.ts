import sharp from 'sharp';

/**
 * Test fixtures only: a camera-like JPEG made at test time (large binaries are never committed).
 * The picture is a sky over a textured ridge with sensor-like noise, so encoders work about as hard
 * as on a real photo (a flat gradient would make every byte budget trivially easy). Stored sideways
 * with EXIF Orientation 6, like a phone held upright, and with a camera's GPS position, maker and
 * owner, which the pipeline must strip.
 */
export const TEST_PHOTO_GPS = { latitude: '23/1 24/1 30/1', longitude: '88/1 30/1 15/1' };
export const TEST_PHOTO_OWNER = 'Test Photographer';

export async function makeTestPhoto(options: { width?: number; height?: number; seed?: number } = {}): Promise<Buffer> {
  // Stored landscape 4000×3000 (12 MP); Orientation 6 makes it a 3000×4000 portrait when shown.
  const width = options.width ?? 4000;
  const height = options.height ?? 3000;
  let seed = options.seed ?? 1;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pixels = Buffer.alloc(width * height * 3);
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
  // The curves depend on x or y alone (or on x + y): computed once per column and row, not per pixel.
  const columns = (f: (x: number) => number) => Float64Array.from({ length: width }, (_, x) => f(x));
  const skyline = columns((x) => height * (0.45 + 0.1 * Math.sin(x / 300 + (options.seed ?? 1))));
  const ridgeX = columns((x) => 40 * Math.sin(x / 37));
  const blueX = columns((x) => 70 + 20 * Math.cos(x / 11));
  const ridgeY = Float64Array.from({ length: height }, (_, y) => Math.cos(y / 53));
  const greenXY = Float64Array.from({ length: width + height }, (_, sum) => 80 + 30 * Math.sin(sum / 29));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < skyline[x]!;
      const noise = (random() - 0.5) * 24;
      pixels[i] = clamp((sky ? 110 + y / 40 : 90 + ridgeX[x]! * ridgeY[y]!) + noise);
      pixels[i + 1] = clamp((sky ? 150 + y / 30 : greenXY[x + y]!) + noise);
      pixels[i + 2] = clamp((sky ? 225 : blueX[x]!) + noise);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'TC-12', Artist: TEST_PHOTO_OWNER, Copyright: TEST_PHOTO_OWNER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: TEST_PHOTO_GPS.latitude, GPSLongitudeRef: 'E', GPSLongitude: TEST_PHOTO_GPS.longitude },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
