import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { Message } from '@portal/shared';
import { createI18n } from '@/i18n';
import { MessageList } from './chat';

const message = (id: number, over: Partial<Message>): Message => ({
  id,
  conversation_id: 1,
  sender_id: 2,
  sender_name: 'Ann Lee',
  from_support: false,
  text: '',
  created_at: '2026-11-27T03:00:00.000Z',
  ...over,
});

function show(messages: Message[], myId: number | null, supportIsMine = false) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MantineProvider>
        <MessageList
          messages={messages}
          myId={myId}
          supportIsMine={supportIsMine}
          hasOlder={false}
          loadingOlder={false}
          onOlder={() => undefined}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('MessageList', () => {
  it('shows a message’s markup as text, never as HTML', () => {
    show([message(1, { text: '<img src=x onerror=alert(1)><b>bold</b>' })], 9);
    const list = screen.getByTestId('message-list');
    expect(list.querySelector('img, b')).toBeNull();
    expect(list.textContent).toContain('<img src=x onerror=alert(1)><b>bold</b>');
  });

  it('names mine "You", the administrators’ answer "Support", and others by name', () => {
    show(
      [
        message(1, { sender_id: 9, text: 'mine' }),
        message(2, { sender_id: 5, from_support: true, sender_name: 'Admin A', text: 'answer' }),
        message(3, { text: 'theirs' }),
      ],
      9,
    );
    const names = screen.getAllByTestId('message').map((m) => m.textContent?.split(' · ')[0]);
    expect(names).toEqual(['You', 'Support', 'Ann Lee']);
  });

  it('in the support desk, the administrators’ answers are "You" and the learner is named', () => {
    show(
      [
        message(1, { sender_name: 'Learner L', text: 'help' }),
        message(2, { sender_id: 5, from_support: true, text: 'answer' }),
      ],
      null,
      true,
    );
    const names = screen.getAllByTestId('message').map((m) => m.textContent?.split(' · ')[0]);
    expect(names).toEqual(['Learner L', 'You']);
  });
});
