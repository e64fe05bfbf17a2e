// A small .docx writer: a title, paragraphs and a two-column table of fields to fill in, in a zip
// of stored entries (the one of xlsx.ts).
import { xmlPart, zip } from './xlsx.ts';

export type Block = { kind: 'title'; text: string } | { kind: 'text'; text: string } | { kind: 'fields'; rows: string[] };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const run = (text: string, props = '') => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (inner: string, props = '') => `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${inner}</w:p>`;
const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`;
const cell = (width: number, inner: string) => `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${inner}</w:tc>`;

function block(b: Block): string {
  if (b.kind === 'title') return para(run(b.text, '<w:b/><w:sz w:val="36"/>'), '<w:jc w:val="center"/><w:spacing w:after="240"/>');
  if (b.kind === 'text') return para(run(b.text), '<w:spacing w:after="120"/>');
  const rows = b.rows.map((label) => `<w:tr><w:trPr><w:trHeight w:val="560"/></w:trPr>${cell(2400, para(run(label, '<w:b/>')))}${cell(6600, para(''))}</w:tr>`).join('');
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:tblBorders>${borders}</w:tblBorders></w:tblPr><w:tblGrid><w:gridCol w:w="2400"/><w:gridCol w:w="6600"/></w:tblGrid>${rows}</w:tbl>${para('')}`;
}

/** A Word document of the blocks, in order. */
export function docx(blocks: Block[]): Uint8Array<ArrayBuffer> {
  const xml = xmlPart;
  const body = blocks.map(block).join('');
  return zip([
    { name: '[Content_Types].xml', body: xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>') },
    { name: '_rels/.rels', body: xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>') },
    { name: 'word/document.xml', body: xml(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`) },
  ]);
}
