// Small PDFs written by hand for the upload tests (真题管理): a valid file of N blank A4 pages with a correct xref
// table, the same file marked encrypted (a Standard security handler whose password check nobody passes), and a PNG's
// first bytes, for "a PNG named .pdf". No binary fixtures in the repository.

export function handWrittenPdf(pages: number, options: { encrypted?: boolean } = {}): Uint8Array {
  const objects: string[] = ["<< /Type /Catalog /Pages 2 0 R >>"];
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`);
  objects.push(`<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`);
  for (let page = 0; page < pages; page += 1) objects.push("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>");
  const hex32 = "00".repeat(32);
  if (options.encrypted) objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${hex32}> /P -4 >>`);
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  const encrypt = options.encrypted
    ? ` /Encrypt ${objects.length} 0 R /ID [<${"ab".repeat(16)}> <${"ab".repeat(16)}>]`
    : "";
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** The eight-byte PNG signature and an IHDR's start: what a screenshot renamed to .pdf begins with. */
export const pngBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
