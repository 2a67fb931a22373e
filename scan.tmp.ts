import { peaksIn, peopleIn } from '@/lib/archive';
const en = peaksIn('en'), bn = peaksIn('bn');
const words = process.argv.slice(2);
en.forEach((p, i) => {
  const q = bn[i]!;
  const pairs: [string, string][] = [];
  const { range, region, state, country } = p.location ?? {};
  const b = q.location ?? {};
  [[range, b.range], [region, b.region], [state, b.state], [country, b.country]].forEach(([x, y]) => x && pairs.push([x, y!]));
  p.firstAscents.forEach((a, j) => pairs.push([a.by, q.firstAscents[j]!.by]));
  p.notes.forEach((a, j) => pairs.push([a.text, q.notes[j]!.text]));
  if (p.ambiguity) pairs.push([p.ambiguity.text, q.ambiguity!.text]);
  for (const [e, t] of pairs) for (const w of words) if (e.includes(w)) console.log(`[${w}] ${p.id}\n  EN: ${e}\n  BN: ${t}`);
});
