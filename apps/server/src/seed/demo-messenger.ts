import type { Executor } from '@/db/database';

/**
 * The messenger's demo (issue 17): the demo learner's support conversation, where they asked a
 * question and the administrators answered. The messenger stays off until it is enabled in the
 * dashboard's configuration (`messenger-is-enabled`), so no existing screen changes.
 */
export async function seedMessengerDemo(
  db: Executor,
  people: { adminId: number; learnerId: number },
): Promise<void> {
  const conversation = await db
    .insertInto('conversation')
    .values({ type: 4, support_user_id: people.learnerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_member')
    .values({ conversation_id: conversation.id, user_id: people.learnerId })
    .execute();
  const messages = await db
    .insertInto('message')
    .values([
      {
        conversation_id: conversation.id,
        sender_id: people.learnerId,
        body: 'Hello! Where do I find my certificates?',
        created_at: new Date(Date.now() - 2 * 3_600_000),
      },
      {
        conversation_id: conversation.id,
        sender_id: people.adminId,
        from_support: true,
        body: 'Hi! They are under My library → Certificates. สวัสดีค่ะ ดูได้ที่ คลังของฉัน → ใบประกาศ',
        created_at: new Date(Date.now() - 3_600_000),
      },
    ])
    .returning(['id', 'created_at'])
    .execute();
  const last = messages.at(-1);
  if (!last) return;
  await db
    .updateTable('conversation')
    .set({ last_message_id: last.id, last_message_at: last.created_at })
    .where('id', '=', conversation.id)
    .execute();
  // The learner read their own question, not the answer yet: one unread message.
  await db
    .updateTable('conversation_member')
    .set({ last_read_id: messages[0]?.id ?? 0 })
    .where('conversation_id', '=', conversation.id)
    .execute();
}
