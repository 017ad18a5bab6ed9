/** A company on the register, as the company search answers it (spec point 7: name, nzbn, registration_number). */
export interface Company {
  name: string;
  nzbn: string;
  registration_number: string;
}

/** The company register behind the company name autocomplete: the NZBN API, or the local table. */
export interface CompanyRegister {
  search(query: string, limit: number): Promise<Company[]>;
}
