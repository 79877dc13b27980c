import { createSign, createVerify, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML 2.0 identity provider for tests: its own key pair and self-signed certificate
 * (selfsigned), Responses with an Assertion signed by xml-crypto (enveloped, exclusive c14n,
 * RSA-SHA256) as real IdPs send them, and its metadata. Every field a test may spoil is an
 * option: the signing key, the times, the audience, the recipient and destination.
 */
export interface SamlIdp {
  entityId: string;
  ssoUrl: string;
  cert: string;
  key: string;
  metadataXml(): string;
  response(options: ResponseOptions): string;
  /** A LogoutResponse to the SP's LogoutRequest, as a redirect-binding query (signed unless told). */
  logoutResponseQuery(inResponseTo: string, options?: { sign?: boolean }): string;
  /** An IdP-initiated LogoutRequest as a redirect-binding query (signed unless told). */
  logoutRequestQuery(options: {
    nameId: string;
    destination: string;
    sessionIndex?: string;
    sign?: boolean;
  }): string;
}

export interface ResponseOptions {
  inResponseTo: string;
  acsUrl: string;
  audience: string;
  email: string;
  attributes?: Record<string, string[]>;
  recipient?: string;
  destination?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  assertionId?: string;
  /** 'none' leaves the assertion unsigned; a key signs with that key instead of the IdP's. */
  sign?: 'none' | { key: string; cert: string };
  issuer?: string;
}

const iso = (d: Date) => d.toISOString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const bare = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');

export async function createSamlIdp(
  entityId = 'https://idp.example.test/saml',
  /** Where its sign-in and logout endpoints are (saml-idp-server.ts serves them). */
  base = 'https://idp.example.test',
): Promise<SamlIdp> {
  const pems = await generate([{ name: 'commonName', value: 'Test IdP' }], {
    keySize: 2048,
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    algorithm: 'sha256',
  });
  const idp: SamlIdp = {
    entityId,
    ssoUrl: `${base}/sso`,
    cert: pems.cert,
    key: pems.private,
    metadataXml: () => `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${esc(entityId)}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${bare(pems.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(base)}/slo"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${esc(base)}/sso-post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(base)}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`,
    response: (o) => {
      const now = new Date();
      const notBefore = o.notBefore ?? new Date(now.getTime() - 30_000);
      const notOnOrAfter = o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
      const assertionId = o.assertionId ?? `_a${randomBytes(12).toString('hex')}`;
      const recipient = o.recipient ?? o.acsUrl;
      const issuer = o.issuer ?? entityId;
      const attributes = Object.entries({ email: [o.email], ...o.attributes })
        .map(
          ([name, values]) =>
            `<saml:Attribute Name="${esc(name)}">${values.map((v) => `<saml:AttributeValue>${esc(v)}</saml:AttributeValue>`).join('')}</saml:Attribute>`,
        )
        .join('');
      const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}"><saml:Issuer>${esc(issuer)}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${esc(o.inResponseTo)}" NotOnOrAfter="${iso(notOnOrAfter)}" Recipient="${esc(recipient)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(notOnOrAfter)}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="_s${randomBytes(6).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion>`;
      const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(12).toString('hex')}" Version="2.0" IssueInstant="${iso(now)}" Destination="${esc(o.destination ?? o.acsUrl)}" InResponseTo="${esc(o.inResponseTo)}"><saml:Issuer>${esc(issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
      if (o.sign === 'none') return xml;
      return signAssertion(xml, o.sign?.key ?? pems.private, o.sign?.cert ?? pems.cert);
    },
    logoutResponseQuery: (inResponseTo, options) =>
      redirectQuery(
        'SAMLResponse',
        `<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_l${randomBytes(12).toString('hex')}" Version="2.0" IssueInstant="${iso(new Date())}" InResponseTo="${esc(inResponseTo)}"><saml:Issuer>${esc(entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status></samlp:LogoutResponse>`,
        options?.sign === false ? null : pems.private,
      ),
    logoutRequestQuery: (o) =>
      redirectQuery(
        'SAMLRequest',
        `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_q${randomBytes(12).toString('hex')}" Version="2.0" IssueInstant="${iso(new Date())}" Destination="${esc(o.destination)}"><saml:Issuer>${esc(entityId)}</saml:Issuer><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.nameId)}</saml:NameID>${o.sessionIndex ? `<samlp:SessionIndex>${esc(o.sessionIndex)}</samlp:SessionIndex>` : ''}</samlp:LogoutRequest>`,
        o.sign === false ? null : pems.private,
      ),
  };
  return idp;
}

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

/** The HTTP-Redirect binding: deflated, base64, and signed over the query's own bytes. */
function redirectQuery(param: string, xml: string, key: string | null): string {
  const query = `${param}=${encodeURIComponent(deflateRawSync(xml).toString('base64'))}`;
  if (!key) return query;
  const signed = `${query}&SigAlg=${encodeURIComponent(RSA_SHA256)}`;
  const signature = createSign('RSA-SHA256').update(signed).sign(key, 'base64');
  return `${signed}&Signature=${encodeURIComponent(signature)}`;
}

/** Whether a redirect-binding URL's Signature is the certificate's key's, over its own query. */
export function redirectSignatureValid(location: string, cert: string): boolean {
  const query = location.split('?')[1] ?? '';
  const part = (name: string) => query.split('&').find((p) => p.startsWith(`${name}=`));
  const signature = part('Signature');
  const sigAlg = part('SigAlg');
  if (!signature || !sigAlg || decodeURIComponent(sigAlg.slice(7)) !== RSA_SHA256) return false;
  const message = [part('SAMLRequest') ?? part('SAMLResponse'), part('RelayState'), sigAlg]
    .filter(Boolean)
    .join('&');
  return createVerify('RSA-SHA256')
    .update(message)
    .verify(cert, decodeURIComponent(signature.slice(10)), 'base64');
}

/** A redirect-binding message's XML (SAMLRequest or SAMLResponse: deflated, base64). */
export function redirectXml(location: string): string {
  const params = new URL(location).searchParams;
  const message = params.get('SAMLRequest') ?? params.get('SAMLResponse') ?? '';
  return inflateRawSync(Buffer.from(message, 'base64')).toString('utf8');
}

/** Signs the Response's Assertion (enveloped signature right after its Issuer). */
export function signAssertion(xml: string, key: string, cert: string): string {
  const sig = new SignedXml({
    privateKey: key,
    publicCert: cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, {
    location: {
      reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
      action: 'after',
    },
  });
  return sig.getSignedXml();
}

/** The ID of the AuthnRequest in a redirect-binding URL (SAMLRequest: deflated, base64). */
export function authnRequestId(location: string): string {
  const request = new URL(location).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error(`No AuthnRequest ID in ${xml.slice(0, 200)}`);
  return id;
}
