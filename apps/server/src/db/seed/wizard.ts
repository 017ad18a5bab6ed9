/**
 * Demo reference data for the wizard's local providers: councils' pre-application meeting
 * registers and the company register. Names and numbers are invented but shaped like the real
 * ones (an NZBN is 13 digits starting 94290; a company number is up to 7 digits).
 */

/** Pre-application meeting references per council slug: letters and digits, as councils issue them. */
export const demoPreApplicationMeetings: Record<
  string,
  { refNumber: string; meetingDate: string; siteAddress: string }[]
> = {
  auckland: [
    { refNumber: 'PAM20240012', meetingDate: '2024-03-14', siteAddress: '12 Ponsonby Road, Grey Lynn, Auckland' },
    { refNumber: 'PAM20240157', meetingDate: '2024-08-02', siteAddress: '45 Great South Road, Papakura, Auckland' },
    { refNumber: 'PAM20250033', meetingDate: '2025-02-19', siteAddress: '7 Beach Road, Mairangi Bay, Auckland' },
  ],
  wellington: [
    { refNumber: 'WCCPRE1021', meetingDate: '2024-05-09', siteAddress: '101 Cuba Street, Te Aro, Wellington' },
    { refNumber: 'WCCPRE1188', meetingDate: '2025-01-23', siteAddress: '3 Karori Road, Karori, Wellington' },
  ],
  'south-waikato': [{ refNumber: 'SWDC2024PA7', meetingDate: '2024-10-10', siteAddress: '18 Bridge Street, Tokoroa' }],
};

export const demoCompanies: { name: string; nzbn: string; registrationNumber: string }[] = [
  { name: 'Kauri Coast Builders Limited', nzbn: '9429041537281', registrationNumber: '5571938' },
  { name: 'Kauri Homes Northland Limited', nzbn: '9429046612093', registrationNumber: '7012264' },
  { name: 'Tōtara Construction Limited', nzbn: '9429038817452', registrationNumber: '2298431' },
  { name: 'Rimu Architecture Limited', nzbn: '9429043390215', registrationNumber: '6034417' },
  { name: 'Harbour City Building Consultants Limited', nzbn: '9429031157786', registrationNumber: '1127345' },
  { name: 'Southern Alps Developments Limited', nzbn: '9429049906157', registrationNumber: '8123390' },
  { name: 'Waitematā Design & Build Limited', nzbn: '9429047218804', registrationNumber: '7345126' },
  { name: 'Ōtautahi Rebuild Limited', nzbn: '9429032284410', registrationNumber: '3311907' },
  { name: 'Canterbury Earthquake Repairs Limited', nzbn: '9429032901163', registrationNumber: '3412285' },
  { name: 'Pōneke Property Services Limited', nzbn: '9429040768123', registrationNumber: '5012739' },
  { name: 'Tasman Bay Builders Limited', nzbn: '9429037714590', registrationNumber: '2011648' },
  { name: 'Hauraki Plains Engineering Limited', nzbn: '9429035512786', registrationNumber: '1788052' },
  { name: 'Waikato Draughting Services Limited', nzbn: '9429036638217', registrationNumber: '1903376' },
  { name: 'Coromandel Coast Homes Limited', nzbn: '9429045127739', registrationNumber: '6589012' },
  { name: 'Bay of Plenty Building Surveyors Limited', nzbn: '9429039922468', registrationNumber: '4120553' },
  { name: 'Taranaki Timber Frames Limited', nzbn: '9429034409871', registrationNumber: '1456220' },
  { name: 'Hawke’s Bay Renovations Limited', nzbn: '9429048833612', registrationNumber: '7890143' },
  { name: 'Manawatū Plumbing & Drainage Limited', nzbn: '9429041102557', registrationNumber: '5309981' },
  { name: 'Kāpiti Coast Architects Limited', nzbn: '9429043871006', registrationNumber: '6221874' },
  { name: 'Nelson Lakes Log Homes Limited', nzbn: '9429030015523', registrationNumber: '0932116' },
  { name: 'Marlborough Vineyard Structures Limited', nzbn: '9429044476921', registrationNumber: '6402298' },
  { name: 'West Coast Steel Fabricators Limited', nzbn: '9429033371648', registrationNumber: '1299870' },
  { name: 'Otago Heritage Restoration Limited', nzbn: '9429046120977', registrationNumber: '6870335' },
  { name: 'Queenstown Alpine Builders Limited', nzbn: '9429042209384', registrationNumber: '5723418' },
  { name: 'Southland Farm Buildings Limited', nzbn: '9429037085162', registrationNumber: '1977403' },
  { name: 'Aotearoa Modular Homes Limited', nzbn: '9429050127738', registrationNumber: '8391025' },
  { name: 'Kiwi Deck & Fence Limited', nzbn: '9429035980412', registrationNumber: '1820067' },
  { name: 'Pacific Building Compliance Limited', nzbn: '9429040019276', registrationNumber: '4987112' },
  { name: 'Te Awamutu Concrete Limited', nzbn: '9429036201853', registrationNumber: '1866594' },
  { name: 'Whanganui River Joinery Limited', nzbn: '9429038451207', registrationNumber: '2254810' },
  { name: 'Northern Fire Engineering Limited', nzbn: '9429045733681', registrationNumber: '6671542' },
  { name: 'Rangitoto Roofing Limited', nzbn: '9429047790345', registrationNumber: '7466319' },
  { name: 'Mount Cook Geotechnical Limited', nzbn: '9429039035527', registrationNumber: '3965507' },
  { name: 'Harcourt Planning Consultants Limited', nzbn: '9429041984412', registrationNumber: '5660273' },
];
