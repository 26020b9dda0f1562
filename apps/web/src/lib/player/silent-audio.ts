// iOS and Android only let a page start sound from inside a tap. The stream URL arrives after a
// network round trip, so the tap first plays this silent clip on the one shared <audio> element:
// that unlocks the element, and the real track can then start on it when its URL is ready.
const SAMPLE_RATE = 22_050;
const SAMPLES = SAMPLE_RATE / 10; // 0.1 s

let url: string | null = null;

function ascii(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
}

/** A 0.1 s silent 8-bit mono WAV as a blob: URL (the CSP allows blob: media, not data:). */
export function silentAudioUrl(): string {
  if (url) return url;
  const buffer = new ArrayBuffer(44 + SAMPLES);
  const view = new DataView(buffer);
  ascii(view, 0, 'RIFF');
  view.setUint32(4, 36 + SAMPLES, true);
  ascii(view, 8, 'WAVE');
  ascii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(view, 36, 'data');
  view.setUint32(40, SAMPLES, true);
  new Uint8Array(buffer, 44).fill(128); // unsigned 8-bit silence
  url = URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
  return url;
}
