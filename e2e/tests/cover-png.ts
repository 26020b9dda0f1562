import type { Page } from '@playwright/test';

/** A 1200x675 PNG drawn by the browser itself, so the test needs no image file or library. */
export async function coverPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 675;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 1200, 675);
    gradient.addColorStop(0, '#ff2e88');
    gradient.addColorStop(1, '#2e6bff');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 1200, 675);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
