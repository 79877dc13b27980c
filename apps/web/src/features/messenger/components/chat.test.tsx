import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { Message } from '@portal/shared';
import { createI18n } from '@/i18n';
import { Composer, MessageList } from './chat';

const message = (id: number, over: Partial<Message>): Message => ({
  id,
  conversation_id: 1,
  sender_id: 2,
  sender_name: 'Ann Lee',
  from_support: false,
  text: '',
  image: null,
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

  it('shows an image as a thumbnail that opens full size', async () => {
    const url = '/api/messenger/conversation/1/image/4/';
    show([message(4, { image: { url, width: 800, height: 400 } })], 9);
    const thumb = screen.getByTestId('message-image');
    const img = thumb.querySelector('img');
    expect(img?.getAttribute('src')).toBe(url);
    // The thumbnail keeps the proportions within 220 px.
    expect(img?.style.width).toBe('220px');
    expect(img?.style.height).toBe('110px');
    expect(screen.queryByTestId('message-image-full')).toBeNull();
    fireEvent.click(thumb);
    const full = await screen.findByTestId('message-image-full');
    expect(full.getAttribute('src')).toBe(url);
  });
});

describe('Composer', () => {
  function compose(onImage: (file: File) => Promise<unknown>) {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MantineProvider>
          <Composer
            label="Write"
            sendLabel="Send"
            sending={false}
            onSend={() => Promise.resolve()}
            onImage={onImage}
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    const input = document.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    return input;
  }

  it('sends a picked png, refuses an svg before sending', async () => {
    const sent: File[] = [];
    const input = compose((file) => {
      sent.push(file);
      return Promise.resolve();
    });
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(await screen.findByText('Choose a jpg, png or gif image.')).toBeTruthy();
    const png = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(sent).toEqual([png]);
  });
});
