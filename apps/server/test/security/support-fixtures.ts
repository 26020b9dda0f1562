// Rows the support routes of the matrix act on (issue 30), written straight to the database.
import sharp from 'sharp';
import { supportConversations, supportMessages } from '../../src/db/schema/support';
import { supportAttachments } from '../../src/features/support/attachments';
import type { Actor, Member } from './actors';
import type { Fixtures } from './fixtures';

/** The member whose conversation a caller reads: their own (anonymous is refused first anyway). */
export const ownerOf = (actor: Actor): Member => (actor === 'anonymous' ? 'fan' : actor);

export async function newSupportConversation(fx: Fixtures, owner: Member): Promise<string> {
  const [row] = await fx.app.db
    .insert(supportConversations)
    .values({ userId: fx.userIds[owner], subject: 'Matrix help', vip: false, rank: 1 })
    .returning({ id: supportConversations.id });
  await fx.app.db
    .insert(supportMessages)
    .values({ conversationId: row!.id, authorId: fx.userIds[owner], fromTeam: false, body: 'Hi' });
  return row!.id;
}

/** A signed link to an image in a conversation of `owner`'s, stored the way the routes store it. */
export async function supportAttachmentUrl(fx: Fixtures, owner: Member): Promise<string> {
  const files = supportAttachments(fx.app.storage, fx.app.appSecret, fx.app.log);
  const id = await newSupportConversation(fx, owner);
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const [stored] = await files.store(id, [png]);
  await fx.app.db.insert(supportMessages).values({
    conversationId: id,
    authorId: fx.userIds[owner],
    fromTeam: false,
    body: 'Look',
    attachments: [stored!],
  });
  return files.view(id, stored!).url;
}
