import { XMLParser } from 'fast-xml-parser';
import type { ScormVersion } from '@portal/shared';
import { manifestInvalid } from './scorm.errors';
import { safeEntryPath } from './scorm-zip';

/** What the portal needs from imsmanifest.xml. */
export interface ManifestInfo {
  version: ScormVersion;
  /** Launch file relative to the package root, with the item's parameters if any. */
  launchHref: string;
  /** The launch path without query or fragment: must be a file of the package. */
  launchPath: string;
  title: string;
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // No entity expansion: a manifest cannot blow up memory through DOCTYPE entities.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['organization', 'item', 'resource'].includes(name),
});

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos);/g, (m) => XML_ENTITIES[m] ?? m);

const asNode = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const asNodes = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(asNode).filter((n): n is Node => n !== undefined) : [];
const text = (value: unknown): string => {
  if (typeof value === 'string') return decode(value).trim();
  const node = asNode(value);
  return node && typeof node['#text'] === 'string' ? decode(node['#text']).trim() : '';
};
const attr = (node: Node, name: string): string =>
  typeof node[`@_${name}`] === 'string' ? decode(node[`@_${name}`] as string).trim() : '';

/** SCORM 1.2 or 2004 from schemaversion, else from the namespaces the manifest declares. */
function versionOf(manifest: Node, xml: string): ScormVersion {
  const schemaVersion = text(asNode(manifest.metadata)?.schemaversion);
  if (schemaVersion === '1.2') return '1.2';
  if (/2004|CAM 1\.3/i.test(schemaVersion)) return '2004';
  if (/adlcp_v1p3|imsss|adlseq/i.test(xml)) return '2004';
  if (/adlcp_rootv1p2/i.test(xml)) return '1.2';
  throw manifestInvalid('it declares neither SCORM 1.2 nor SCORM 2004');
}

/** The first item, depth first, that points at a resource. */
function firstLaunchItem(items: Node[]): Node | undefined {
  for (const item of items) {
    if (attr(item, 'identifierref')) return item;
    const nested = firstLaunchItem(asNodes(item.item));
    if (nested) return nested;
  }
  return undefined;
}

const joinBase = (...parts: string[]) =>
  parts
    .filter((p) => p !== '')
    .map((p, i, all) => (i < all.length - 1 && !p.endsWith('/') ? `${p}/` : p))
    .join('');

/**
 * Reads imsmanifest.xml: the version, and the launch file of the default organisation's first
 * item (falling back to the first SCO resource), joined with xml:base and the item's parameters.
 */
export function parseManifest(xml: string): ManifestInfo {
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw manifestInvalid('it is not well-formed XML');
  }
  const manifest = asNode(document.manifest);
  if (!manifest) throw manifestInvalid('it has no <manifest> element');
  const version = versionOf(manifest, xml);

  const resourcesNode = asNode(manifest.resources);
  const resources = asNodes(resourcesNode?.resource);
  const organizations = asNode(manifest.organizations);
  const orgList = asNodes(organizations?.organization);
  const defaultId = organizations ? attr(organizations, 'default') : '';
  const organization = orgList.find((o) => attr(o, 'identifier') === defaultId) ?? orgList[0];
  const item = organization ? firstLaunchItem(asNodes(organization.item)) : undefined;

  let resource = item
    ? resources.find((r) => attr(r, 'identifier') === attr(item, 'identifierref'))
    : undefined;
  resource ??= resources.find(
    (r) => /^sco$/i.test(attr(r, 'scormtype') || attr(r, 'scormType')) && attr(r, 'href'),
  );
  if (!resource || !attr(resource, 'href'))
    throw manifestInvalid('no item or SCO resource names a launch file');

  const href = joinBase(
    resourcesNode ? attr(resourcesNode, 'base') : '',
    attr(resource, 'base'),
    attr(resource, 'href'),
  );
  if (/^[a-z][a-z0-9+.-]*:/i.test(href))
    throw manifestInvalid('the launch file is not in the package');
  const [launchPath = '', query = ''] = href.split(/(?=[?#])/, 2);
  let decoded: string;
  try {
    decoded = decodeURIComponent(launchPath);
  } catch {
    throw manifestInvalid('the launch file path is unsafe');
  }
  const safe = safeEntryPath(decoded);
  if (safe === null) throw manifestInvalid('the launch file path is unsafe');

  const parameters = item ? attr(item, 'parameters') : '';
  const extra = parameters.replace(/^[?&]/, '');
  const launchHref = `${safe.split('/').map(encodeURIComponent).join('/')}${query}${extra ? `${query.includes('?') ? '&' : '?'}${extra}` : ''}`;
  const title = text(organization?.title) || text(item?.title);
  return { version, launchHref, launchPath: safe, title: title.slice(0, 200) };
}
