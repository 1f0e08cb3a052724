/**
 * A throwaway certificate authority and a server certificate for the farm, made at each
 * benchmark start and trusted only by the benchmark's own client: the farm's sites speak TLS
 * (and HTTP/2) as real platforms do, so the benchmark pays for handshakes as a server would.
 */
import 'reflect-metadata'
import { webcrypto } from 'node:crypto'
import * as x509 from '@peculiar/x509'

x509.cryptoProvider.set(webcrypto as unknown as Crypto)

const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' }

function pem(label: string, der: ArrayBuffer): string {
  const base64 = Buffer.from(der).toString('base64')
  return `-----BEGIN ${label}-----\n${base64.replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`
}

export interface FarmTls {
  /** The authority the client trusts (PEM). */
  ca: string
  /** The server's certificate (PEM) and private key (PKCS#8 PEM). */
  cert: string
  key: string
}

/**
 * A CA, and a certificate it signs for every name in `dnsNames` (wildcards allowed) and address
 * in `ips`, its subject `CN=<commonName>`; with neither names nor addresses it has no subject
 * alternative names at all (the tests' odd certificate).
 */
export async function makeFarmTls(
  dnsNames: readonly string[],
  { commonName = 'farm.test', ips = [] }: { commonName?: string; ips?: readonly string[] } = {},
): Promise<FarmTls> {
  const notBefore = new Date(Date.now() - 60_000)
  const notAfter = new Date(Date.now() + 24 * 3600_000)
  const caKeys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])
  const caCert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=SnoopLens benchmark farm CA',
    notBefore,
    notAfter,
    keys: caKeys,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
    ],
  })
  const serverKeys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])
  const serverCert = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: `CN=${commonName}`,
    issuer: caCert.subject,
    notBefore,
    notAfter,
    signingKey: caKeys.privateKey,
    publicKey: serverKeys.publicKey,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      ...(dnsNames.length || ips.length
        ? [
            new x509.SubjectAlternativeNameExtension([
              ...dnsNames.map((value) => ({ type: 'dns' as const, value })),
              ...ips.map((value) => ({ type: 'ip' as const, value })),
            ]),
          ]
        : []),
    ],
  })
  const key = await webcrypto.subtle.exportKey('pkcs8', serverKeys.privateKey)
  return {
    ca: caCert.toString('pem'),
    cert: serverCert.toString('pem'),
    key: pem('PRIVATE KEY', key),
  }
}
