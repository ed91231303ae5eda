/** The answers of GET /about and of the company settings. */

export class AboutCompanyResponse {
  name: string;
  description: string;
  slogan: string;
  tax_id: string;
  bank_name: string;
  bank_account: string;
}

export class AboutSystemResponse {
  version: string;
  releaseDate: string;
  techStack: string;
  team: string;
}

export class AboutContactResponse {
  email: string;
  phone: string;
  address: string;
}

export class AboutResponse {
  title: string;
  company: AboutCompanyResponse;
  system: AboutSystemResponse;
  contact: AboutContactResponse;
  /** The company's logo (a data URL), or null for the app's own. */
  logo: string | null;
  /** The fields (as `section.field`) that hold the built-in default text: the web app translates those. */
  defaults: string[];
}

export class CompanyResponse {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  tax_id: string | null;
  bank_name: string | null;
  bank_account: string | null;
  /** A data:image/png|jpeg;base64 URL, or null. */
  logo_url: string | null;
}
