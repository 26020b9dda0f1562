import { describe, expect, it } from 'vitest';
import { ChatMessageBody } from '../src/schemas/live';
import { chatBadge, CHAT_BADGE_LABELS } from '../src/schemas/live-chat';

describe('chat message text', () => {
  it('counts characters (code points), so 200 emoji fit and 201 do not', () => {
    expect(ChatMessageBody.safeParse({ text: '💜'.repeat(200) }).success).toBe(true);
    expect(ChatMessageBody.safeParse({ text: '💜'.repeat(201) }).success).toBe(false);
  });

  it('refuses control characters (newlines, tabs, escapes, C1) but keeps HTML-looking text as typed', () => {
    for (const text of ['a\nb', 'a\tb', 'a\u001b[31mb', 'a\u0085b', 'a\u007fb']) {
      const result = ChatMessageBody.safeParse({ text });
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Messages must be plain text on one line.');
    }
    expect(ChatMessageBody.parse({ text: '<b>hi</b> & <script>' }).text).toBe(
      '<b>hi</b> & <script>',
    );
  });
});

describe('chat badges', () => {
  it('shows staff roles first, then the paid tier, and nothing for a free fan', () => {
    expect(chatBadge('artist', 'vip')).toBe('artist');
    expect(chatBadge('admin', 'vip')).toBe('admin');
    expect(chatBadge('fan', 'vip')).toBe('vip');
    expect(chatBadge('fan', 'fanplus')).toBe('fanplus');
    expect(chatBadge('fan', 'free')).toBeNull();
    expect(chatBadge(null, null)).toBeNull();
    expect(CHAT_BADGE_LABELS.fanplus).toBe('Fan+');
  });
});
