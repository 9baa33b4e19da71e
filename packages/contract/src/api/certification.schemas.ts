import {
  certificationSubmitResult,
  companyCertificationBody,
  companyCertificationDetail,
  companyTypeResult,
  hackerCertificationBody,
  hackerCertificationDetail,
  supplierCertificationBody,
  supplierCertificationDetail,
} from '../schemas/certification';
import { withSchemas } from './define-call';
import { certificationApi } from './certification';

export const certificationSchemas = {
  hackerSubmit: { body: hackerCertificationBody, ret: certificationSubmitResult },
  realnameCertification: { body: hackerCertificationBody, ret: certificationSubmitResult },
  hackerDetail: { ret: hackerCertificationDetail },
  companySubmit: { body: companyCertificationBody, ret: certificationSubmitResult },
  companyAuthentication: { body: companyCertificationBody, ret: certificationSubmitResult },
  companyUpdate: { body: companyCertificationBody, ret: certificationSubmitResult },
  companyDetail: { ret: companyCertificationDetail },
  companyInfo: { ret: companyCertificationDetail },
  supplierSubmit: { body: supplierCertificationBody, ret: certificationSubmitResult },
  supplierInfo: { ret: supplierCertificationDetail },
  companyType: { ret: companyTypeResult },
};

export const certificationCalls = withSchemas(certificationApi, certificationSchemas);
