import { Node } from '@tiptap/react';
import { isEmbedSrc } from './video-url';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a YouTube or Vimeo player (an address videoEmbedUrl made). */
      setVideoEmbed: (options: { src: string }) => ReturnType;
    };
  }
}

/**
 * An embedded video: a block holding one iframe of YouTube's or Vimeo's player. Only those
 * players are read from pasted or loaded HTML; the server's sanitiser keeps the same hosts.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return { src: { default: null } };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src') ?? '';
          return isEmbedSrc(src) ? { src } : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      {
        src: HTMLAttributes.src as string,
        width: '560',
        height: '315',
        allowfullscreen: 'true',
      },
    ];
  },

  addCommands() {
    return {
      setVideoEmbed:
        (options) =>
        ({ commands }) =>
          isEmbedSrc(options.src)
            ? commands.insertContent({ type: this.name, attrs: { src: options.src } })
            : false,
    };
  },
});
