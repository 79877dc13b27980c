import { startSamlIdpServer } from './saml-idp-server';

/**
 * `npm run demo:saml-idp`: a local SAML identity provider to try SAML sign-in on a demo portal
 * (README, "Try SAML sign-in"). It offers two people; their groups attribute is `memberOf`.
 * Port: SAML_IDP_PORT (7001). Stop it with Ctrl+C.
 */
const port = Number(process.env.SAML_IDP_PORT ?? 7001);
const server = await startSamlIdpServer({ port });
server.accounts.set('saml.learner@example.com', {
  email: 'saml.learner@example.com',
  attributes: {
    givenName: ['Saml'],
    sn: ['Learner'],
    thaiGivenName: ['แซมล'],
    thaiSn: ['ผู้เรียน'],
    memberOf: ['learners'],
  },
});
server.accounts.set('saml.manager@example.com', {
  email: 'saml.manager@example.com',
  attributes: { givenName: ['Saml'], sn: ['Manager'], memberOf: ['learners', 'managers'] },
});
console.log(`Test SAML IdP on ${server.url}
  Metadata URL (paste into the dashboard's SAML provider): ${server.metadataUrl}
  People: ${[...server.accounts.keys()].join(', ')}
  Attribute mapping: email=email, first name=givenName, last name=sn,
    Thai first name=thaiGivenName, Thai last name=thaiSn, groups=memberOf`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
