import { XMLParser } from 'fast-xml-parser';
import type { SamlSettings } from '@portal/shared';
import { AppError } from '@/lib/errors';

/**
 * Reads an IdP's SAML metadata (EntityDescriptor): its entity id, the HTTP-Redirect (else POST)
 * SingleSignOnService and SingleLogoutService locations, and its signing certificates.
 * Fields the admin filled in themselves win over the metadata's.
 */
export function applyMetadata(settings: SamlSettings, xml: string): SamlSettings {
  if (!xml.trim()) return settings;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    processEntities: false,
  });
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw invalid();
  }
  const entity = first(
    doc.EntityDescriptor ?? first(first(doc.EntitiesDescriptor)?.EntityDescriptor),
  );
  const idp = first(entity?.IDPSSODescriptor);
  if (!entity || !idp) throw invalid();
  const location = (services: unknown) => {
    const list = many(services);
    const pick =
      list.find((s) => String(s.Binding).endsWith('HTTP-Redirect')) ??
      list.find((s) => String(s.Binding).endsWith('HTTP-POST'));
    return pick ? str(pick.Location) : '';
  };
  const certs = many(idp.KeyDescriptor)
    .filter((k) => !k.use || k.use === 'signing')
    .map((k) => first(first(first(k.KeyInfo)?.X509Data)?.X509Certificate))
    .map((c) => (typeof c === 'object' && c ? str((c as { '#text'?: unknown })['#text']) : str(c)))
    .map((c) => c.replace(/\s+/g, ''))
    .filter(Boolean);
  return {
    ...settings,
    idp_entity_id: settings.idp_entity_id || str(entity.entityID),
    sso_url: settings.sso_url || location(idp.SingleSignOnService),
    slo_url: settings.slo_url || location(idp.SingleLogoutService),
    idp_cert: settings.idp_cert || certs.join('\n'),
  };
}

type Node = Record<string, unknown>;
function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
function many(value: unknown): Node[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as Node[];
}
function first(value: unknown): Node | undefined {
  return many(value)[0];
}
function invalid() {
  return new AppError(
    400,
    'sso_metadata_invalid',
    'The IdP metadata is not a SAML EntityDescriptor',
    {
      errors: { metadata_xml: ['sso_metadata_invalid'] },
    },
  );
}

/** Fetches an IdP's metadata from its URL (a short timeout and size bound). */
export async function fetchMetadata(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'follow' });
    if (!res.ok) throw new Error(String(res.status));
    const text = await res.text();
    if (text.length > 200_000) throw new Error('too large');
    return text;
  } catch {
    throw new AppError(400, 'sso_metadata_unreachable', 'The IdP metadata URL could not be read', {
      errors: { metadata_url: ['sso_metadata_unreachable'] },
    });
  }
}
