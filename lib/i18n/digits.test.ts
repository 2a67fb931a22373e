import { describe, expect, it } from 'vitest';
import { bengaliDigits, digitScripts, inDigitScript, latinDigits } from './digits';

describe('digits', () => {
  it('turns Bengali digits into Latin ones and back, leaving everything else', () => {
    expect(latinDigits('এভারেস্ট ২০১০')).toBe('এভারেস্ট 2010');
    expect(bengaliDigits('Everest 2010')).toBe('Everest ২০১০');
  });

  it('writes a search query in the digits of the edition searched', () => {
    expect(inDigitScript(digitScripts.bn, 'Kanchenjunga 2011')).toBe('Kanchenjunga ২০১১');
    expect(inDigitScript(digitScripts.bn, 'কাঞ্চনজঙ্ঘা ২০১১')).toBe('কাঞ্চনজঙ্ঘা ২০১১');
    expect(inDigitScript(digitScripts.en, 'Everest ২০১০')).toBe('Everest 2010');
    expect(inDigitScript(digitScripts.en, 'Everest 2010')).toBe('Everest 2010');
  });
});
