import type { Executor } from '@/db/database';

/** The demo course whose discussion tab has a conversation after a fresh start. */
export const DEMO_DISCUSSION_COURSE = 'C-SERVICE-101';

/**
 * A welcome topic in English and a question in Thai, with replies, on the customer-service
 * course, written by the demo administrator (a moderator, who may post anywhere), so the
 * discussion tab shows how it works before anyone has posted.
 */
export async function seedDiscussionDemo(db: Executor, authorId: number): Promise<void> {
  const course = await db
    .selectFrom('content')
    .select('id')
    .where('code', '=', DEMO_DISCUSSION_COURSE)
    .executeTakeFirst();
  if (!course) return;
  const hour = 3_600_000;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
  // The demo learner likes the welcome topic and its tip, so likes show on a fresh start.
  const learner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'learner@example.com')
    .executeTakeFirst();
  const topics = [
    {
      subject: 'Welcome! Introduce yourself',
      liked: true,
      body:
        'Welcome to the course discussion! Introduce yourself and share one customer ' +
        'conversation you would like to handle better.',
      at: at(50),
      replies: [
        {
          body: 'Tip: when a customer is upset, repeat back what you heard before offering a fix.',
          at: at(49),
          liked: true,
        },
      ],
    },
    {
      subject: 'คำถามประจำสัปดาห์: ปฏิเสธลูกค้าอย่างไรให้ยังประทับใจ',
      liked: false,
      body: 'คำถามประจำสัปดาห์: เมื่อลูกค้าขอสิ่งที่เราให้ไม่ได้ คุณอธิบายเหตุผลอย่างไรให้ลูกค้ายังรู้สึกดี?',
      at: at(26),
      replies: [
        {
          body: 'เริ่มจากบอกสิ่งที่เราทำให้ได้ก่อน แล้วค่อยอธิบายข้อจำกัดสั้น ๆ',
          at: at(25),
          liked: false,
        },
        { body: 'อย่าลืมติดตามผลหลังจากนั้นด้วยนะครับ', at: at(24), liked: false },
      ],
    },
  ];
  const likes = (liked: boolean) => (liked && learner ? 1 : 0);
  for (const topic of topics) {
    const row = await db
      .insertInto('discussion_post')
      .values({
        content_id: course.id,
        user_id: authorId,
        subject: topic.subject,
        body: topic.body,
        reply_count: topic.replies.length,
        like_count: likes(topic.liked),
        created_at: topic.at,
        updated_at: topic.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The author hears of replies, as every topic's author does.
    await db
      .insertInto('discussion_subscription')
      .values({ topic_id: row.id, user_id: authorId })
      .execute();
    const replies = await db
      .insertInto('discussion_post')
      .values(
        topic.replies.map((r) => ({
          content_id: course.id,
          parent_id: row.id,
          user_id: authorId,
          body: r.body,
          like_count: likes(r.liked),
          created_at: r.at,
          updated_at: r.at,
        })),
      )
      .returning('id')
      .execute();
    const liked = [
      ...(topic.liked ? [row.id] : []),
      ...replies.filter((_, i) => topic.replies[i]?.liked).map((r) => r.id),
    ];
    if (learner && liked.length > 0)
      await db
        .insertInto('discussion_like')
        .values(liked.map((id) => ({ post_id: id, user_id: learner.id })))
        .execute();
  }
}
