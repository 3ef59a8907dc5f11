import { createHash } from 'node:crypto';
import { AFRelationship, PDFHexString, PDFName, type PDFDocument } from 'pdf-lib';
import { SRGB_ICC_BASE64 } from './srgb-icc';

/**
 * Makes a drawn invoice a Factur-X / ZUGFeRD PDF of the EN 16931 profile (decision 095): the CII
 * XML embedded as `factur-x.xml`, an associated file of the document (AFRelationship
 * Alternative: the XML is the same invoice in another form), XMP metadata naming the Factur-X
 * profile and PDF/A-3B, an sRGB output intent and a file identifier. The fonts stay the standard
 * Helvetica, not embedded: that one point keeps it from full PDF/A-3 conformance.
 */
export interface EinvoiceAttachment {
  /** The CII XML. */
  xml: string;
  /** The invoice number: the document's identifier is derived from it. */
  number: string;
}

/** The Factur-X extension schema, as the specification's XMP example declares it. */
const FX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function xmpDate(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function xmp(info: {
  title: string;
  author: string;
  creator: string;
  producer: string;
  date: Date;
}): string {
  const date = xmpDate(info.date);
  const property = (name: string, type: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>${type}</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
<pdfaid:part>3</pdfaid:part>
<pdfaid:conformance>B</pdfaid:conformance>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(info.author)}</rdf:li></rdf:Seq></dc:creator>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>${escapeXml(info.producer)}</pdf:Producer>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreatorTool>${escapeXml(info.creator)}</xmp:CreatorTool>
<xmp:CreateDate>${date}</xmp:CreateDate>
<xmp:ModifyDate>${date}</xmp:ModifyDate>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="${FX_NS}">
<fx:DocumentType>INVOICE</fx:DocumentType>
<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
<fx:Version>1.0</fx:Version>
<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>${FX_NS}</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${property('DocumentFileName', 'Text', 'The name of the embedded XML document')}
${property('DocumentType', 'Text', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}
${property('Version', 'Text', 'The actual version of the standard applying to the embedded XML document')}
${property('ConformanceLevel', 'Text', 'The conformance level of the embedded XML document')}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Adds the e-invoice to a drawn document, before it is saved; repeatable: same input, same bytes. */
export async function addFacturX(
  doc: PDFDocument,
  attachment: EinvoiceAttachment,
  info: { title: string; author: string; creator: string; producer: string; date: Date },
): Promise<void> {
  await doc.attach(Buffer.from(attachment.xml, 'utf8'), 'factur-x.xml', {
    mimeType: 'text/xml',
    description: 'Factur-X / ZUGFeRD invoice (EN 16931)',
    creationDate: info.date,
    modificationDate: info.date,
    afRelationship: AFRelationship.Alternative,
  });

  const { context, catalog } = doc;
  const metadata = context.stream(Buffer.from(xmp(info), 'utf8'), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const icc = context.stream(Buffer.from(SRGB_ICC_BASE64, 'base64'), { N: 3 });
  const outputIntent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFHexString.fromText('sRGB'),
    Info: PDFHexString.fromText('sRGB IEC61966-2.1'),
    DestOutputProfile: context.register(icc),
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(outputIntent)]));

  // PDF/A asks for a file identifier; derived from the number, so a render is repeatable.
  const id = PDFHexString.of(
    createHash('md5').update(`invoice:${attachment.number}`).digest('hex'),
  );
  context.trailerInfo.ID = context.obj([id, id]);
}
