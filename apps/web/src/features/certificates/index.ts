// Series completion certificates: the page behind /certificates/{code} and the 'View certificate' button.
export { CertificateScreen } from './components/certificate-screen';
export { ViewCertificateButton } from './components/view-certificate-button';
