import { ActionIcon, FileButton, Image, Modal, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { MESSAGE_IMAGE_MAX_BYTES, MESSAGE_IMAGE_TYPES, type MessageImage } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { messengerMessages } from '../messenger-messages';

/** The thumbnail's largest side in pixels; the image keeps its proportions. */
const THUMB = 220;

function thumbBox(image: MessageImage) {
  const scale = Math.min(1, THUMB / Math.max(image.width, image.height, 1));
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}

/** A message's image as a thumbnail; a click opens it full size. */
export function MessageImageThumb(props: { image: MessageImage; sender: string }) {
  const { t } = useFeatureTranslation(messengerMessages);
  const [open, setOpen] = useState(false);
  const box = thumbBox(props.image);
  const alt = t('msg_image_from', { name: props.sender });
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={t('msg_image_open')}
        data-testid="message-image"
        style={{ display: 'block', maxWidth: '100%' }}
      >
        <Image
          src={props.image.url}
          alt={alt}
          style={{ width: box.width, height: box.height, maxWidth: '100%' }}
          fit="contain"
          radius="sm"
          loading="lazy"
        />
      </UnstyledButton>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        size="auto"
        centered
        title={alt}
        closeButtonProps={{ 'aria-label': t('msg_image_close') }}
      >
        <Image
          src={props.image.url}
          alt={alt}
          maw="min(90vw, 1200px)"
          mah="80vh"
          fit="contain"
          data-testid="message-image-full"
        />
      </Modal>
    </>
  );
}

/** A refusal the browser can tell before sending: the type or the size. */
export function imageRefusal(file: File): 'msg_image_type' | 'msg_image_size' | null {
  if (!(MESSAGE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'msg_image_type';
  if (file.size > MESSAGE_IMAGE_MAX_BYTES) return 'msg_image_size';
  return null;
}

/** The composer's "attach an image" button. */
export function AttachImage(props: { disabled: boolean; onPick: (file: File) => void }) {
  const { t } = useFeatureTranslation(messengerMessages);
  return (
    <FileButton
      onChange={(file) => file && props.onPick(file)}
      accept={MESSAGE_IMAGE_TYPES.join(',')}
    >
      {(button) => (
        <Tooltip label={t('msg_attach_image')}>
          <ActionIcon
            {...button}
            variant="default"
            size={36}
            aria-label={t('msg_attach_image')}
            disabled={props.disabled}
            data-testid="attach-image"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 8.5h.01"
              />
            </svg>
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}
