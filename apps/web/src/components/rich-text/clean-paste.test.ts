import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-paste';

/** The clipboard HTML Word (Microsoft 365, Windows) writes for a heading, a list, a table. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {mso-style-parent:""; font-family:"Calibri",sans-serif;} --></style></head>
<body lang=EN-US style='tab-interval:36.0pt'>
<!--StartFragment-->
<h2 style='mso-margin-top-alt:auto'><span style='font-size:16.0pt;mso-fareast-font-family:"Times New Roman"'>Contract basics<o:p></o:p></span></h2>
<p class=MsoNormal><b><span style='font-family:"Angsana New",serif'>Parties</span></b> and <i>terms</i> of <a href="https://example.org/law" style='color:#0563C1'>the law</a>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Offer<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span></span><![endif]>Acceptance<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span><!--[endif]-->ข้อเสนอ<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0'><td width=300 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><span lang=TH>สัญญา</span><o:p></o:p></p></td>
 <td colspan=2 style='border:solid windowtext 1.0pt'><p class=MsoNormal>Contract<o:p></o:p></p></td></tr>
</table>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<!--EndFragment-->
</body></html>`;

/** What Google Docs puts on the clipboard: one bold wrapper, styles on every span. */
const GOOGLE_DOCS =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-1234-5678-abcdef">' +
  '<h3 dir="ltr" style="line-height:1.38;margin-top:16pt"><span style="font-size:13.999999999999998pt;font-family:Arial,sans-serif;color:#434343;font-weight:400;">บทที่ 1</span></h3>' +
  '<p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-family:Arial;font-weight:700;font-style:normal;">Bold words</span><span style="font-size:11pt;font-family:Arial;font-weight:400;font-style:italic;"> and italic</span></p>' +
  '<ul style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38" role="presentation"><span style="font-size:11pt;">First</span></p></li></ul>' +
  '<div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="301"></colgroup><tbody><tr style="height:0pt"><td style="border-left:solid #000000 1pt;padding:5pt"><p dir="ltr"><span style="font-size:11pt;">Cell</span></p></td></tr></tbody></table></div>' +
  '<p dir="ltr"><a href="https://docs.example.org/x" style="text-decoration:none;"><span style="color:#1155cc;text-decoration:underline;">a link</span></a></p></b>';

describe('cleanPastedHtml', () => {
  it('cleans Word: no styles, classes, o:p, mso-*, fonts or spans; structure kept', () => {
    const out = cleanPastedHtml(WORD);
    expect(out).not.toMatch(/style=|class=|o:p|mso-|font|<span|<!--|Symbol|&nbsp;|·/i);
    expect(out).toContain('<h2>Contract basics</h2>');
    expect(out).toContain(
      '<p><strong>Parties</strong> and <em>terms</em> of <a href="https://example.org/law">the law</a>.</p>',
    );
    expect(out).toContain('<ul><li>Offer</li><li>Acceptance</li></ul>');
    expect(out).toContain('<ol><li>ข้อเสนอ</li></ol>');
    expect(out).toMatch(
      /<table>\s*<tbody><tr><td><p>สัญญา<\/p><\/td>\s*<td colspan="2"><p>Contract<\/p><\/td><\/tr>/,
    );
    // Word's empty paragraph is gone.
    expect(out.endsWith('</table>')).toBe(true);
  });

  it('cleans Google Docs: the wrapper and spans go, bold and italic spans become strong and em', () => {
    const out = cleanPastedHtml(GOOGLE_DOCS);
    expect(out).not.toMatch(/style=|dir=|docs-internal|<span|<b |<meta|<col|role=|aria-/);
    expect(out).toContain('<h3>บทที่ 1</h3>');
    expect(out).toContain('<p><strong>Bold words</strong><em> and italic</em></p>');
    expect(out).toContain('<ul><li>First</li></ul>');
    expect(out).toContain('<table><tbody><tr><td><p>Cell</p></td></tr></tbody></table>');
    expect(out).toContain('<a href="https://docs.example.org/x">a link</a>');
  });

  it('drops what the sanitiser would refuse before the editor reads it', () => {
    const out = cleanPastedHtml(
      '<p onclick="x()">a<script>alert(1)</script></p><style>p{}</style>',
    );
    expect(out).toBe('<p>a</p>');
  });
});
