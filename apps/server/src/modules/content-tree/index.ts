import type { ServerModule } from '@/server-module';

/**
 * The generic content tree: the kind registry (kinds.ts), the outline read (outline.*.ts) and
 * the authoring of containers, sections and slots (tree.*.ts), for every container kind. It has
 * no routes of its own: each kind's screens live in the modules that show them (catalog,
 * content-admin), and learning through the tree — slot completion, the container's completion
 * and its certificate — in enrollment (slot-completion.ts), which uses this module.
 */
export const contentTreeModule: ServerModule = {
  name: 'content-tree',
};
