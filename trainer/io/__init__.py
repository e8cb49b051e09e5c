"""Files in and out: YAML people write, and the plain data (JSON, YAML) the trainer writes."""
